import { LinkActiePagina } from '../../components/LinkActiePagina';
import { verlaatReservelijst } from './publiekeApi';

const verlaten = async (token: string) => {
  await verlaatReservelijst(token);
  return 'Je staat niet meer op de reservelijst.';
};

// Module-level: the page's effect depends on it.
const bevestiging = {
  uitleg:
    'Wil je niet meer op de reservelijst staan? Dan schrijven we je niet automatisch in als er een plaats vrijkomt.',
  knop: 'Van de reservelijst af',
};

/** The link from the reserve list's mail. Leaving takes a click: a mail scanner that opens the link takes no one off. */
export function ReservelijstVerlatenPage() {
  return (
    <LinkActiePagina
      titel="Van de reservelijst af"
      tabTitel="Reservelijst"
      testId="reservelijst-verlaten"
      zonderLink="Deze pagina werkt alleen met de link uit je e-mail."
      actie={verlaten}
      bevestiging={bevestiging}
    />
  );
}
