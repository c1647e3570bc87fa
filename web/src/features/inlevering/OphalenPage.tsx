/** The administrator's pick-up screen (/ophalen): the desk's screen with the session, and the end of pick-up. */
import { OphalenScherm } from './OphalenScherm';
import type { Bron } from './api';

const BEHEER: Bron = { taak: 'ophalen', token: null };

export default function OphalenPage() {
  return <OphalenScherm bron={BEHEER} />;
}
