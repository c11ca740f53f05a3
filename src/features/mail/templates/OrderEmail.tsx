/**
 * The one layout of every order email: a single narrow column (600 px, fluid below), inline styles
 * only, no images, so it reads the same in a phone's mail app and with images off. React escapes
 * every text, business names included.
 */
// The single packages, not @react-email/components: that bundle also loads Prism and a Tailwind compiler,
// a quarter of a server's start (measured with --cpu-prof), for parts no email uses.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { EmailContent } from '~/features/mail/content';

const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const styles = {
  body: { backgroundColor: '#f4f6f5', margin: 0, padding: '16px 0', fontFamily: font, color: '#1f2a24' },
  container: { backgroundColor: '#ffffff', maxWidth: '600px', width: '100%', margin: '0 auto', padding: '24px', borderRadius: '8px' },
  brand: { fontSize: '14px', fontWeight: 700, color: '#1b6b45', margin: '0 0 8px', letterSpacing: '0.04em', textTransform: 'uppercase' as const },
  heading: { fontSize: '22px', lineHeight: '1.3', margin: '0 0 16px' },
  text: { fontSize: '16px', lineHeight: '1.5', margin: '0 0 16px' },
  factLabel: { fontSize: '13px', color: '#4a5a51', margin: '0' },
  factValue: { fontSize: '16px', fontWeight: 600, margin: '0 0 10px', wordBreak: 'break-word' as const },
  facts: { backgroundColor: '#f4f6f5', borderRadius: '6px', padding: '12px 16px', margin: '0 0 20px' },
  button: {
    backgroundColor: '#1b6b45',
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 600,
    padding: '12px 20px',
    borderRadius: '6px',
    textDecoration: 'none',
    display: 'inline-block',
  },
  hint: { fontSize: '13px', color: '#4a5a51', margin: '12px 0 20px', wordBreak: 'break-all' as const },
  footer: { fontSize: '13px', lineHeight: '1.5', color: '#4a5a51', margin: '0 0 6px' },
  link: { color: '#1b6b45' },
};

/** The HTML email for one message's content. */
export function OrderEmail({ content }: { content: EmailContent }) {
  return (
    <Html lang={content.lang}>
      <Head />
      <Preview>{content.paragraphs[0] ?? content.heading}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{content.brand}</Text>
          <Heading as="h1" style={styles.heading}>
            {content.heading}
          </Heading>
          <Text style={styles.text}>{content.greeting}</Text>
          {content.paragraphs.map((p) => (
            <Text key={p} style={styles.text}>
              {p}
            </Text>
          ))}
          <Section style={styles.facts}>
            {content.facts.map((f) => (
              <div key={f.label}>
                <Text style={styles.factLabel}>{f.label}</Text>
                <Text style={styles.factValue}>{f.value}</Text>
              </div>
            ))}
          </Section>
          {content.action && (
            <Section>
              <Button href={content.action.href} style={styles.button}>
                {content.action.label}
              </Button>
              <Text style={styles.hint}>
                {content.linkHint}{' '}
                <Link href={content.action.href} style={styles.link}>
                  {content.action.href}
                </Link>
              </Text>
            </Section>
          )}
          <Text style={styles.text}>
            {content.signoff[0]}
            <br />
            {content.signoff[1]}
          </Text>
          <Hr />
          {content.footer.map((line) => (
            <Text key={line} style={styles.footer}>
              {line}
            </Text>
          ))}
          {content.unsubscribe ? (
            <Text style={styles.footer}>
              <Link href={content.unsubscribe.href} style={styles.link}>
                {content.unsubscribe.label}
              </Link>
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}
