/** The administrator's drop-off screen (/inleveren): the desk's screen with the session. */
import { InleverenScherm } from './InleverenScherm';
import type { Bron } from './api';

const BEHEER: Bron = { taak: 'inleveren', token: null };

export default function InleverenPage() {
  return <InleverenScherm bron={BEHEER} />;
}
