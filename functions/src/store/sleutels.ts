/** The meta key of the last seller number handed out; both adapters keep the counter under it. */
export const LAATSTE_NUMMER = 'laatsteNummer';
