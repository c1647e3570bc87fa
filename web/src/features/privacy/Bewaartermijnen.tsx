import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import type { PrivacyAntwoord } from '@backend/kern/api-types';
import { api } from '../../data/http';
import { Lijst } from '../../components/Pagina';

/**
 * What the software does with the data (functions/src/privacy/domein/bewaren.ts: bewaarPlan for sellers, with
 * the IBAN's REKENING_BEWAAR_DAGEN and the erasure at "Uitbetaald" (afrekening/domein/uitbetaling.ts),
 * aanmeldingenTeDoen for volunteer sign-ups; privacy/domein/wachtenden.ts for the reserve list and the draw;
 * privacy/domein/wissen.ts: what goes on request), with the
 * grace period the administrator set (GET /api/privacy).
 */
export function Bewaartermijnen() {
  const [graceDagen, setGraceDagen] = useState<number | null>(null);
  useEffect(() => {
    api
      .get<PrivacyAntwoord>('/api/privacy')
      .then((p) => setGraceDagen(p.graceDagen))
      .catch(() => setGraceDagen(null));
  }, []);
  const wachttijd = graceDagen === null ? 'enkele dagen' : graceDagen === 1 ? '1 dag' : `${graceDagen} dagen`;
  return (
    <>
      <Typography>Dat gebeurt automatisch:</Typography>
      <Lijst>
        <li data-testid="telefoon-termijn">
          Je telefoonnummer wissen we na de beurs: op de dag na de beurs plus een wachttijd van {wachttijd}. Tot dan
          kunnen we je bellen als je je spullen niet hebt opgehaald.
        </li>
        <li data-testid="rekening-termijn">
          Laat je je opbrengst overmaken, dan wissen we je IBAN zodra de penningmeester de overboekingen als gedaan
          heeft gemarkeerd; daarna bewaren we alleen de laatste vier tekens bij de afrekening, als bewijs van waar het
          geld heen ging. Is dat zes weken na de beurs nog niet gebeurd, dan wissen we je IBAN toch. Verwijder je je
          gegevens eerder via je persoonlijke link, dan gaat je IBAN direct mee.
        </li>
        <li>
          Je e-mailadres bewaren we 1 jaar, zodat we je een herinnering kunnen sturen voor de volgende beurs. Die
          herinnering krijg je één keer, als de inschrijving voor een nieuwe beurs opengaat. In elke herinnering staat
          een link waarmee je je met één klik afmeldt.
        </li>
        <li>
          Heb je een jaar lang niet meegedaan aan een beurs, dan verwijderen we al je gegevens, ook je e-mailadres.
        </li>
        <li>
          In je bevestigingsmail staat een persoonlijke link. Daarmee zie je wat we van je bewaren, verbeter je je naam,
          e-mailadres of telefoonnummer, of verwijder je alles, direct en kosteloos, zonder in te loggen.
        </li>
        <li data-testid="vrijwilliger-termijn">
          Meld je je aan als vrijwilliger, dan geldt hetzelfde, gerekend vanaf de beurs waarvoor je je aanmeldt: je
          telefoonnummer wissen we op de dag na die beurs plus de wachttijd van {wachttijd}, en 1 jaar na die beurs
          verwijderen we je aanmelding helemaal, met de mails die we je als vrijwilliger stuurden (die aan een adres dat
          we als verkoper, als vrijwilliger van een latere beurs of op de reservelijst nog bewaren, blijven zolang we
          dat bewaren).
        </li>
        <li data-testid="wachtenden-termijn">
          Sta je op de reservelijst of vraag je een plaats aan via de loting, dan verwijderen we die plaats of aanvraag,
          met je naam, e-mailadres en telefoonnummer en de mails die we je daarover stuurden, op de dag na de beurs plus
          de wachttijd van {wachttijd}. Gebruik je hetzelfde e-mailadres ook als verkoper, als vrijwilliger of voor een
          latere beurs, dan bewaren we de mails aan dat adres zolang we die gegevens bewaren. Krijg je een plaats, dan
          gelden voor je gegevens als verkoper de termijnen hierboven. Van de loting blijft alleen de uitslag met de
          aanvraagnummers, zodat iedereen de loting kan blijven controleren; aan een aanvraagnummer is niet te zien van
          wie het was.
        </li>
        <li>
          Verwijder je je gegevens via je persoonlijke link, dan verwijderen we ook je plaats op de reservelijst, je
          aanvraag voor de loting en je aanmeldingen als vrijwilliger (die met je e-mailadres of via je link), en de
          mails die we je als verkoper, als vrijwilliger, op de reservelijst of voor de loting stuurden. Heb je alleen
          een aanmelding als vrijwilliger, vraag dan een van de contactpersonen om die te verwijderen; dat gebeurt
          direct, met de mails die we je daarover stuurden.
        </li>
        <li>
          We vragen en bewaren niets anders dan je naam, e-mailadres en telefoonnummer, je IBAN als je je opbrengst laat
          overmaken, en als vrijwilliger de diensten die je kiest. In onze logboeken staan geen e-mailadressen,
          telefoonnummers of rekeningnummers.
        </li>
      </Lijst>
    </>
  );
}
