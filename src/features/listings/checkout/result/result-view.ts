/** What the payment result page shows: the spinner while verifying, the success card or the failure card. */
export type ResultView =
  | { state: 'verifying' }
  | {
      state: 'success';
      planName: string | null;
      businessName: string | null;
      /** A renewal: the listing runs on, so the next steps are the renewal's. */
      renewal: boolean;
      /** The editor link offered once to the browser that paid a new listing. */
      editorPath: string | null;
    }
  | { state: 'failure'; message: string };

/** The links on from a result. */
export interface ResultPaths {
  home: string;
  contact: string;
  checkout: string;
}
