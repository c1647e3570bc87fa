/** What other features use of vrijwilligers. */
export { MijnDiensten } from './MijnDiensten';
