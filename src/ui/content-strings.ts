import { defineStrings } from '~/platform/i18n/define';

/** Shared labels for content from the database: hours, prices, ratings, dates. */
export default defineStrings(
  {
    'hours.none': 'Hours not available',
    'hours.closed': 'Closed today',
    'hours.openToday': 'Open today: {hours}',
    'hours.today': 'Today: {hours}',
    'rating.label': 'Rated {rating} out of 5',
    'rating.fromOne': 'Rated {rating} out of 5 from 1 review',
    'rating.fromMany': 'Rated {rating} out of 5 from {count} reviews',
    'editorsPick.badge': "Editor's Pick",
    'partner.badge': 'Guide partner',
    'date.recently': 'Recently',
    'price.from': 'From {price}',
    'price.free': 'Free',
  },
  {
    'hours.none': 'Openingstijden niet bekend',
    'hours.closed': 'Vandaag gesloten',
    'hours.openToday': 'Vandaag open: {hours}',
    'hours.today': 'Vandaag: {hours}',
    'rating.label': 'Beoordeeld met {rating} van 5',
    'rating.fromOne': 'Beoordeeld met {rating} van 5 op basis van 1 beoordeling',
    'rating.fromMany': 'Beoordeeld met {rating} van 5 op basis van {count} beoordelingen',
    'editorsPick.badge': 'Tip van de redactie',
    'partner.badge': 'Partner van de gids',
    'date.recently': 'Onlangs',
    'price.from': 'Vanaf {price}',
    'price.free': 'Gratis',
  },
);
