import { LinkActiePagina } from '../../components/LinkActiePagina';
import { doeWeerMee } from './api';

const weerMeedoen = async (token: string) => {
  const { naam, nummer } = await doeWeerMee(token);
  return `${naam}, je doet weer mee! Je houdt je verkopersnummer: ${nummer}. De bevestiging staat in je mail.`;
};

/**
 * "Ik doe weer mee" from the reminder mail: opening the page joins the new fair with the same
 * seller number. The server applies the registration gate, so a closed or full fair shows its
 * message here.
 */
export function WeerMeedoenPage() {
  return (
    <LinkActiePagina
      titel="Ik doe weer mee"
      tabTitel="Weer meedoen"
      testId="weer-meedoen"
      zonderLink='Deze pagina werkt alleen met de link "Ik doe weer mee" uit je e-mail.'
      actie={weerMeedoen}
    />
  );
}
