import { AdminPagina } from '../../components/beheer/AdminPagina';
import { useMeldingen } from '../../components/beheer/useMeldingen';
import { BeursGegevens } from './BeursGegevens';
import { BewarenSectie } from './BewarenSectie';
import { Contactpersonen } from './Contactpersonen';
import { InschrijvingInstellingen } from './InschrijvingInstellingen';
import { NummersSectie } from './NummersSectie';
import { ToewijzingSectie } from './ToewijzingSectie';

/** Administrator: registration settings, and the fair's details and contact persons for the public pages. */
export default function InstellingenPage() {
  const { toon, fout, meldingen } = useMeldingen();
  return (
    <AdminPagina titel="Instellingen">
      <InschrijvingInstellingen toon={toon} fout={fout} />
      <NummersSectie fout={fout} />
      <ToewijzingSectie toon={toon} fout={fout} />
      <BeursGegevens toon={toon} fout={fout} />
      <Contactpersonen toon={toon} fout={fout} />
      <BewarenSectie toon={toon} fout={fout} />
      {meldingen}
    </AdminPagina>
  );
}
