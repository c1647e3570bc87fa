import Typography from '@mui/material/Typography';
import { Pagina, Sectie } from '../../components/Pagina';
import { Bewaartermijnen } from './Bewaartermijnen';

export function PrivacyPage() {
  return (
    <Pagina titel="Algemene privacy verklaring" tabTitel="Privacy">
      <Typography>
        Wij gaan zorgvuldig om met je persoonsgegevens. Hieronder lees je welke gegevens we gebruiken en waarom.
      </Typography>
      <Sectie titel="Hoe komen wij aan je gegevens?">
        <Typography>
          Als je je registreert als verkoper, of je aanmeldt als vrijwilliger, geef je ons je naam, je e-mailadres en
          eventueel je telefoonnummer. Als vrijwilliger kies je ook de diensten waarbij je helpt. Biedt de beurs aan om
          je opbrengst over te maken en kies je daarvoor, dan geef je ons ook je IBAN (rekeningnummer) en de naam van de
          rekeninghouder.
        </Typography>
      </Sectie>
      <Sectie titel="Wat doen we met je gegevens?">
        <Typography>
          Je krijgt een verkopersnummer en een bevestiging per e-mail. Je telefoonnummer gebruiken we alleen om je te
          bellen als je na de beurs je spullen en je opbrengst niet hebt opgehaald. Als vrijwilliger krijg je een
          bevestiging per e-mail, en mailen of bellen we je over je dienst. Je IBAN gebruiken we alleen om je opbrengst
          na de beurs over te maken. Op de website, in mails en bij de balies tonen we het nooit helemaal, alleen de
          laatste vier tekens; alleen de penningmeester ziet het volledige nummer, in de opdracht voor de bank.
        </Typography>
      </Sectie>
      <Sectie titel="Hoe lang bewaren we je gegevens?">
        <Bewaartermijnen />
      </Sectie>
      <Sectie titel="Met wie delen we je gegevens?">
        <Typography>
          Je gegevens worden alleen gebruikt door de organisatie van de beurs. We delen ze niet met derden. Maken we je
          opbrengst over, dan krijgt onze bank je IBAN, de naam van de rekeninghouder en het bedrag, zoals bij elke
          overboeking.
        </Typography>
      </Sectie>
      <Sectie titel="Contact, mailing en reclame">
        <Typography>
          We mailen je alleen over de beurs: de bevestiging van je registratie en een herinnering voor de volgende
          beurs, en als vrijwilliger de bevestiging en berichten over je dienst. Je ontvangt van ons geen reclame.
        </Typography>
      </Sectie>
      <Sectie titel="Inzage in je gegevens">
        <Typography>
          Je mag altijd kosteloos vragen om inzage, correctie of verwijdering van je gegevens. Neem daarvoor contact op
          met een van de contactpersonen. Verwijderen gebeurt direct na de beurs.
        </Typography>
      </Sectie>
    </Pagina>
  );
}
