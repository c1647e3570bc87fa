import { LinkActiePagina } from '../../components/LinkActiePagina';
import { meldAf } from './api';

const afmelden = async (token: string) => {
  const { naam } = await meldAf(token);
  return `${naam}, je bent afgemeld. Je krijgt geen herinneringen meer voor de volgende beurs.`;
};

/** The one click from the reminder mail: opening the page opts out. */
export function AfmeldenPage() {
  return (
    <LinkActiePagina
      titel="Afmelden voor herinneringen"
      tabTitel="Afmelden"
      testId="afmelden"
      zonderLink="Deze pagina werkt alleen met de afmeldlink uit je e-mail."
      actie={afmelden}
    />
  );
}
