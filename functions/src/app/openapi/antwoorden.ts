/**
 * What each route answers, beyond its schema: the answer, its statuses and their meaning, as
 * docs/API.md's tables said them before the per-route reference moved to /api/docs (issue 51).
 * Shown as each operation's description there; keyed by method and path as in routes.ts.
 */
export const ANTWOORDEN: Readonly<Record<string, string>> = {
  'GET /api/session': 'Answer: `{ loggedIn, username, csrfToken }` (also sets the cookies)',
  'POST /api/login': 'Body: `{ username, password }`. Answer: bare `true` or `false`; 429 after repeated failures',
  'POST /api/logout': 'Answer: 204',
  'GET /api/config': "Answer: `{ live: 'sse' | 'firestore', firebase?: {…web config}, product }`",
  'GET /api/public': 'Answer: `PublicState` (settings, aantalActief, nieuws, beurs, datum)',
  'GET /api/live':
    'Answer: Server-Sent Events: event `state` with a `PublicState` on connect and on every change (coalesced)',
  'GET /api/toewijzing':
    "Answer: `ToewijzingAntwoord` `{ wijze: 'volgorde' | 'loting', opentOp, voorrang: { vrijwilligers, terugkerend }, loting: null | { sluitOp, zaadHash, lijstHash, zaad, aanvragen, getrokken }, bevestigen: null | { voor, artikelen, herinneringDagen, termijnUren }, eenPerHuishouden: boolean }`, times ISO 8601 or null (see “Who gets a place” in docs/API.md); `lijstHash` is null until the window closes, `zaad` until the draw. Also in `settings.toewijzing` of GET /api/public (without the draw's hashes)",
  'PUT /api/toewijzing':
    "Body: `{ wijze?, opentOp, voorrang: { vrijwilligers, terugkerend }, loting?: { sluitOp }, bevestigen?: null | { voor, artikelen: number | null, herinneringDagen, termijnUren }, eenPerHuishouden?: boolean }` (`bevestigen` absent: unchanged; null: off; see “Confirming your place” in docs/API.md; `eenPerHuishouden` absent: unchanged; true: one place per e-mail address and per phone number, see “One place per household” in docs/API.md). Answer: as GET. 400 at the field (`voor` when newly set and not in the future, not before the current fair's drop-off, or no fair yet; `artikelen` < 1, `herinneringDagen` < 0, `termijnUren` < 1). 400 at the field (`opentOp`, `vrijwilligers`, `terugkerend`, `sluitOp`) for a time that is no ISO 8601 instant, a round at or after the opening, a round without an opening, or a draw without a closing time or closing before the opening; 409 when changing `wijze` once applications exist. Choosing 'loting' makes the fair's secret zaad (once) and publishes its hash",
  'POST /api/toewijzing/loting/trekken':
    'Answer: `{ zaad, geplaatst, reserve }`: the draw by the published formula, the first up to the free places registered (confirmation mail), the rest on the reserve list in draw order (mail with the position). Idempotent: again it changes and mails nothing and answers the same. 409 before `sluitOp` or without a draw',
  'GET /api/toewijzing/loting/uitslag':
    'Answer: `[{ aanvraag, volgorde, geplaatst }]` in draw order, without names; `[]` before the draw',
  'GET /api/settings/inschrijvinggesloten': 'Answer: boolean',
  'GET /api/settings/inschrijvinggeopend': 'Answer: boolean',
  'GET /api/settings/maximumaantaldeelnemers': 'Answer: number',
  'PUT /api/settings/inschrijvinggeopend':
    'Body: `Settings` (others ignored). Answer: `Settings`; changes only `inschrijvingGeopend` (400 without it)',
  'PUT /api/settings/inschrijvinggesloten':
    'Body: same. Answer: `Settings`; changes only `inschrijvingGesloten` (400 without it)',
  'PUT /api/settings/maximumaantaldeelnemers':
    'Body: same. Answer: `Settings`; changes only `maximumAantalDeelnemers` (400 without it)',
  'GET /api/geregistreerde/aantalactievedeelnemers':
    'Answer: number: the active sellers of the current fair (the latest aflevering: linked to it with that link active; not the Kledingmaat row)',
  'POST /api/geregistreerde/save':
    "Body: `{ naam, email, telefoon }`. Answer: `{ id, naam, nummer }`; an address known from an earlier fair is that person returning: same id and nummer, linked to the current fair (naam and telefoon from the form); 409 with the screen's message when closed / not open / full (after the CSRF check, answered before the body, the limit, the honeypot or the fields are looked at: a refusal changes nothing), or when the address is already registered for the current fair; 400 on bad input. In a draw (`wijze: 'loting'`) a visitor applies instead: 202 `{ aanvraag, status: 'aangevraagd' }` and a mail carrying the aanvraag; 409 for a second application from the address, after `sluitOp`, or when already registered",
  'GET /api/geregistreerde/all':
    'Answer: `DeelnemerMetBevestiging[]` sorted by nummer: every person, with all their afleveringen (newest first), and for the current fair `bevestigd: boolean` and `vrijgevenOp: ISO | null` (when the place is released unless confirmed; issue 53)',
  'POST /api/geregistreerde/:id/bevestigen':
    "Answer: `Deelnemer`: the place in the current fair confirmed on the person's behalf (again: unchanged), also after their deadline while the place is not yet released (a phone call); 404 unknown; 409 not taking part, or confirming is off",
  'PUT /api/geregistreerde/:id/termijn':
    'Body: `{ tot }` (ISO 8601). Answer: `Deelnemer` with their own deadline `tot` for the current fair; 400 at `tot` when not in the future, not later than their deadline now, or not before the drop-off; 404 unknown; 409 not taking part, or confirming is off',
  'GET /api/mijn-gegevens/bevestigen':
    'Answer: `MijnBevestiging` `{ gevraagd, bevestigd, voor, vrijgegeven }`; link errors as GET /api/mijn-gegevens',
  'POST /api/mijn-gegevens/bevestigen':
    'Body: `{ token }`. Answer: `MijnBevestiging` after “Ik kom” (again: the same); 409 when confirming is off, the deadline has passed (the release goes ahead), the place was already released, or the person does not take part; link errors as GET /api/mijn-gegevens',
  'PUT /api/geregistreerde/save':
    "Body: whole `Deelnemer`. Answer: `Deelnemer`; the count follows the link to the current fair (`afleveringen[].actief`); the person's `actief` is kept in step with it by the admin screen",
  'PUT /api/geregistreerde/nummer':
    'Body: `{ id, nummer }`. Answer: `Deelnemer` with that number: a specific free number on request; 409 (Dutch) when the number was ever handed out (held by anyone, or at or below the counter); 404 when unknown; the `id` stays the same (personal links carry it)',
  'GET /api/verkopersnummers':
    'Answer: `{ over, herbruikbaar }`: `over` the seller numbers never handed out (9999 minus the counter), `herbruikbaar` the free numbers (their holder deleted or erased) that a new seller could get now: no item of theirs unsold and not handed back, no label printed at the last two fairs. Numbers are reused only once `over` is 0',
  'DELETE /api/geregistreerde/delete/:id': "Answer: the deleted `Deelnemer`; 409 for 'Kledingmaat'",
  'GET /api/geregistreerde/mail/:nummer':
    "Answer: `{ naam, email }` of the person mailed; 409 for 'Kledingmaat'; 403 from another site (see above)",
  'GET /api/geregistreerde/export.csv': 'Answer: CSV (UTF-8 with BOM, `;`-separated, for Excel)',
  'GET /api/contactpersonen/all': 'Answer: `Contactpersoon[]`',
  'POST /api/contactpersonen': 'Body: `{ id?, naam, telefoon, email }`. Answer: `Contactpersoon`',
  'DELETE /api/contactpersonen/delete/:id': 'Answer: the deleted `Contactpersoon`',
  'GET /api/beurs': 'Answer: `Beurs` (organisation, organisers, social link, location, description, e-mail)',
  'PUT /api/beurs': 'Body: `Beurs`. Answer: `Beurs`',
  'GET /api/aflevering/all': 'Answer: `Aflevering[]` sorted by volgnummer',
  'GET /api/aflevering/last': 'Answer: `Aflevering` or `null`',
  'POST /api/aflevering': 'Body: `{ id?, volgnummer, datum }`. Answer: `Aflevering[]` (the full list)',
  'GET /api/aflevering/checklist':
    "Answer: `BeursChecklist` `{ beurs, geweest, punten }` for the current fair: date, item rules, desks, news and open registration (with how many got the 'Ik doe weer mee' reminder), each `klaar` or not, read from the data. Adding a later aflevering (POST /api/aflevering) closes registration and clears the news in the same transaction",
  'DELETE /api/aflevering/delete/:id': 'Answer: the deleted `Aflevering`',
  'GET /api/:product/nextdate': 'Answer: `"yyyy-MM-dd"` (JSON string) or `null`; 404 for an unknown product',
  'GET /api/nieuws/all': 'Answer: `{ tekst }`',
  'POST /api/nieuws/save':
    'Body: the HTML as `text/plain` (or `plain/text`). Answer: `{ tekst }` (sanitised); 413 `De verstuurde gegevens zijn te groot.` over 1 MB, 413 `De nieuwstekst is te lang om te bewaren. Maak hem korter.` when the sanitised HTML would be over 900 kB (one Firestore document holds 1 MiB; `nieuws/domein/nieuws.ts`)',
  'GET /api/mail':
    "Answer: `OutboxMail[]`; `status` is optional: `'wachtend' | 'verzonden' | 'mislukt'` (without it every mail); another value 400",
  'POST /api/mail/:id/retry': 'Answer: `OutboxMail`',
  'GET /api/privacy': 'Answer: `{ graceDagen }`: the grace period in force, for the privacy page',
  'GET /api/mijn-gegevens':
    "Answer: `{ naam, email, telefoon, nummer, aangemeld, herinnering, artikelenOpen, uitbetaling: EigenUitbetaling }` (`uitbetaling`: see “Paying sellers by bank” in docs/API.md); 400 invalid/tampered link, 401 expired, 404 'Je gegevens zijn verwijderd…'",
  'PUT /api/mijn-gegevens':
    "Body: `{ token, naam, email, telefoon }`. Answer: same as GET; 400 on bad input or the reserved name 'Kledingmaat'",
  'DELETE /api/mijn-gegevens':
    'Body: `{ token }`. Answer: `{ verwijderd: true }`; the person, their mails in the outbox and their place go; logged with the seller number only',
  'POST /api/afmelden':
    'Body: `{ token }`. Answer: `{ naam }`; no more reminder mails (the web page `/afmelden?token=…` posts this on opening)',
  'POST /api/weer-meedoen':
    "Body: `{ token }`. Answer: `{ id, naam, nummer }`: the person joins the current fair with their own number, through the registration gate (409 with the screen's message when closed / not open / full), confirmation mail written; already taking part: the same answer, no mail; 400/401 on a bad or expired link, 404 when the person is gone (the web page `/weer-meedoen?token=…` posts this on opening)",
  'POST /api/reservelijst':
    "Body: `{ naam, email, telefoon }`. Answer: 201 `{ id, naam }`; a place on the current fair's reserve list and a mail with a link to leave it; 409 while places are free or the registration is not yet open, or when the address is already on the list or registered; 400 on bad input; the registration's limit per client address and honeypot apply (one allowance for both)",
  'POST /api/reservelijst/verlaten':
    "Body: `{ token }`. Answer: `{ verlaten: true }`; 400 invalid link, 401 expired, 404 'Je staat niet (meer) op de reservelijst.' (the web page `/reservelijst-verlaten?token=…` posts this after a click)",
  'GET /api/reservelijst':
    'Answer: `ReservelijstOverzicht` `{ automatisch, plaatsen: ReservePlaats[] }` (current fair, in order)',
  'PUT /api/reservelijst/automatisch':
    'Body: `{ automatisch: boolean }`. Answer: `ReservelijstOverzicht`; switching on fills the places that are free now',
  'POST /api/reservelijst/:id/:richting':
    'Answer: `ReservePlaats[]` (the list); also `/omlaag`; 404 unknown id, 400 another direction',
  'DELETE /api/reservelijst/:id': 'Answer: the removed `ReservePlaats`; 404 when unknown',
  'GET /api/bewaren':
    "Answer: `{ graceDagen, plan: [{ id, nummer, naam, actie: 'telefoonWissen' | 'rekeningWissen' | 'verwijderen', datum }], wachtenden: [{ afleveringId, beurs, datum, reservelijst, aanvragen }], log: BewaarLogRegel[] }`; `wachtenden`: per fair how many reserve-list places and draw applications go from `datum` (counts only); a log line has `reservelijst` and `aanvragen` counts when it erased any",
  'PUT /api/bewaren': 'Body: `{ graceDagen }` (0–365). Answer: same as GET',
  'GET /api/vrijwilligers/diensten':
    'Answer: `DienstenOverzicht` `{ datum, diensten: Dienst[] }` of the current fair (latest aflevering): per shift `dienst, naam, dag, tijd, capaciteit, bezet, plaatsenOver`; no names. `{ datum: null, diensten: [] }` without a fair',
  'POST /api/vrijwilligers/aanmelden':
    "Body: `{ naam, email, telefoon?, diensten: ('vrijdagSorteren' | 'zaterdagOpbouwen' | 'zaterdagTijdens')[] }`. Answer: 201 `{ naam, diensten }`; capacity check, sign-ups, the volunteer flags of a registered seller with this address and the confirmation mail in one transaction. 400 bad input; 409 shift full, already signed up, or no fair; 429 too many",
  'GET /api/mijn-gegevens/diensten':
    "Answer: `EigenDiensten` `{ datum, diensten, aanmeldingen }`: one's own sign-ups of the current fair; link errors as GET /api/mijn-gegevens",
  'POST /api/mijn-gegevens/diensten':
    'Body: `{ token, diensten }`. Answer: same as GET; signs up with the registered `naam`, `email` and `telefoon` and sets vrijwilligerVrijdag/-Zaterdag; 409 as above',
  'DELETE /api/mijn-gegevens/diensten':
    "Body: `{ token, aanmeldingId }`. Answer: same as GET; clears the day's flag when no shift of that day remains; the outbox mails to the sign-up's address go unless a row still holds it (as DELETE /api/vrijwilligers/aanmeldingen/:id); 404 for a sign-up that is not one's own",
  'GET /api/vrijwilligers/rooster':
    'Answer: `Rooster` `{ datum, diensten, aanmeldingen: [{ id, afleveringId, dienst, naam, email, telefoon, deelnemerId, aangemeld }] }`, by shift, then name',
  'PUT /api/vrijwilligers/diensten/:dienst':
    'Body: `{ tijd, capaciteit }` (0–500). Answer: the `Dienst`; 400 unknown shift or bad input; 409 no fair',
  'DELETE /api/vrijwilligers/aanmeldingen/:id':
    'Answer: the removed sign-up; the flags cleared as above; the outbox mails to its address go with it unless a row still holds the address (a seller, another sign-up, a place or application); 404 unknown',
  'POST /api/vrijwilligers/diensten/:dienst/mail':
    'Body: `{ onderwerp, tekst }`. Answer: `{ aantal }`: one mail per volunteer of the shift, queued in the outbox in one transaction',
  'GET /api/mijn-gegevens/artikelen':
    "Answer: `MijnArtikelen` `{ verkopersnummer, beurs, instellingen, deadline, gesloten, artikelen }`: the seller's unsold items; `gesloten` is why the list cannot change now (no fair, option off, not taking part, deadline passed) or null; link errors as GET /api/mijn-gegevens",
  'POST /api/mijn-gegevens/artikelen':
    "Body: `{ token, artikel }`. Answer: 201, same as GET, with the new item (the seller's next item number, never one used before). 400 a broken rule (price below the minimum or off the step, retour under €1, Kleding without a size group, description empty/too long/markup, …); 409 `gesloten` or the maximum (48) reached",
  'PUT /api/mijn-gegevens/artikelen/:artikelnummer':
    "Body: `{ token, artikel }`. Answer: same as GET; 400/409 as above; 404 unknown or deleted item (only one's own numbers exist); 409 an item already sold",
  'DELETE /api/mijn-gegevens/artikelen/:artikelnummer':
    'Body: `{ token }`. Answer: same as GET; 404 unknown; 409 `gesloten` or sold',
  'GET /api/mijn-gegevens/labels.pdf':
    "Answer: the seller's labels (PDF, A4, 3 × 8 labels of 70 × 36 mm), from label position n (1–24, default 1) on the first sheet; also after the deadline. 400 a bad `start` or link",
  'GET /api/artikelen/testpagina.pdf':
    "Answer: the alignment test page (PDF): every label's outline and number, and a 100 mm line",
  'GET /api/artikelen':
    'Answer: `ArtikelenOverzicht` `{ beurs, instellingen, deadline, verkopers: [{ nummer, naam, aantal, totaalCent, retour }], aantal, totaalCent }`: every seller taking part, with their items on offer',
  'PUT /api/artikelen/instellingen':
    "Body: `ArtikelInstellingen`. Answer: `{ instellingen, deadline }` for the current fair: `{ onlineInvoeren, prijsStapCent, minimumPrijsCent, maximumPrijsCent (€ 1–€ 1.000, 25000 when left out), maxArtikelen, mijnVerkopen (see Mijn verkopen), deadline: 'yyyy-MM-ddTHH:mm' | null }` (null: the day before the drop-off Friday, 23:59, Europe/Amsterdam). 400 out of bounds or a minimum that is no multiple of the step; 409 no fair. `mijnVerkopen` switches \"Mijn verkopen\" for the current fair. Left out of the body it is `true` (so a client that does not send it switches it on again); 400 'Mijn verkopen tonen moet aan of uit zijn' for a value that is not a boolean; 409 no fair. Read back in the `instellingen` of GET /api/artikelen (and of GET /api/mijn-gegevens/artikelen)",
  'GET /api/artikelen/verkopers/:nummer':
    'Answer: `VerkoperArtikelen` `{ nummer, naam, artikelen }`; 404 unknown seller',
  'GET /api/artikelen/verkopers/:nummer/labels.pdf': "Answer: that seller's labels, as the seller's own",
  'GET /api/artikelen/export.csv':
    "Answer: every item on offer at the current fair, as the participants' CSV (UTF-8 with BOM, `;`, CRLF, quoted, formulas defused): code, verkopersnummer, artikelnummer, omschrijving, soort, ruimte, maat, prijs (`4,50`), retour, verkocht",
  'GET /api/afrekening':
    "Answer: `AfrekeningOverzicht` `{ beurs, geslotenOp, afrekening: { instellingen, verkopers, kassa, totalen, grafiek }, retourBijAfgifte, vorige }`: per seller omzet, commissie, administratiekosten, retourkosten, uitbetaling, envelop, nogTeBetalen, coupures, sold lines, items back and to charity; per desk registered cash (`geregistreerdCent`, cash receipts only) and `pinCent` against counted cash (`verschilCent` compares the cash alone); `totalen.kasCent` (cash) and `totalen.pinCent`; with bank payouts also `uitbetaald`, `nogTeBetalen`, `andersBetaald` and `waarschuwingen` and, once closed, `inHetBestand` `{ aantal, bedragCent }`, what the bank file pays (without sellers who have no account left) (see “Paying sellers by bank” in docs/API.md); `vorige` the previous fair's totals and charts (or null). 409 without a fair. Also `uitbetaald: Uitbetaald | null` (the mark of the current fair); `nogTeBetalen: { nummer, bedragCent }[]` (issue 50): before \"Uitbetaald\" the sellers paid by bank whose account is gone (e.g. they deleted their data after closing), after it every seller of the frozen settlement with `uitbetaling: 'bank'` and `overmakenCent > 0` who was not in the batch and not marked paid another way, by number; `andersBetaald: AndersBetaald[]` the marks; `waarschuwingen: string[]` in Dutch, only while closed and not yet paid: several sellers with one IBAN (their numbers, the IBAN masked) and a seller paid to the organisation's own account (as frozen at closing). Totals: `totalen.overmakenCent`, `totalen.perBank`",
  'GET /api/afrekening/instellingen':
    "Answer: `{ commissiePercentage, administratiekostenCent, retourkostenCent, bankUitbetaling: boolean, iban: string, tenaamstelling: string }`: `iban` the organisation's account in full (`''` when none), as stored (`NL02RABO0123456789`). The public `GET /api/public` (`kosten`) has `bankUitbetaling` but never the account. While the current fair is closed and not yet \"Uitbetaald\": also `rekeningBijAfsluiten: { volgnummer, iban (masked), tenaamstelling }`, the account that fair pays from (issue 50); absent otherwise. PUT answers the same; a change of the account is logged by its last four digits",
  'GET /api/afrekening/na-afsluiting':
    'Answer: `KasNaAfsluiting` `{ bonnen, totaalCent, contantCent, pinCent }`: receipts that reached the server after the settlement was closed, kept apart (the frozen settlement stays), with desk, lines, amount and betaalwijze; `contantCent` is the cash in the drawers, `pinCent` what was paid by pin',
  'PUT /api/afrekening/instellingen':
    "Body: `{ commissiePercentage (0–100, whole), administratiekostenCent, retourkostenCent (0–10000), bankUitbetaling?, iban?, tenaamstelling? }`. Answer: the settings, as GET; 400 bad input (the bank fields: see below). A closed settlement keeps the settings it was closed with. A bank field left out stays as it was; `iban: ''` or `tenaamstelling: ''` clears it. With `bankUitbetaling` on both are required: 400 'Vul het IBAN van de organisatie in.' (`veld: 'iban'`), 'Vul de naam van de rekeninghouder in.' (`veld: 'tenaamstelling'`); a wrong IBAN as above (`veld: 'iban'`); `tenaamstelling` up to 70 characters. 400 'Uitbetalen per bank moet aan of uit zijn' (`veld: 'bankUitbetaling'`)",
  'PUT /api/afrekening/retour/:nummer':
    "Body: `{ retour: boolean }`. Answer: the record of the fair `{ afleveringId, retourBijAfgifte, geteld, gesloten }`: the seller's hand-written labels were marked 'retour' at drop-off (€ 2). 400 bad number (1–9999); 409 closed or no fair",
  'PUT /api/afrekening/geteld/:kassaId':
    'Body: `{ cent: number | null }`. Answer: same record; the counted cash of a desk of the current fair (null clears it). 404 unknown desk; 409 closed',
  'PUT /api/afrekening/regels/:bonId/:regel':
    "Body: `{ besluit: 'akkoord' | 'lijstprijs' | 'vervalt' | null, reden?: string (≤ 200, required for 'vervalt') }`. Answer: the record of the fair (with `besluiten`): the decision on line `regel` (from 0) of a receipt of the current fair, kept with who and when; null takes it back. 'lijstprijs' only for a line sold at another price than listed; a line without a question can only be voided (it counts for no seller, its cash stays with the organisation). 400 bad input or a decision that does not fit the line; 404 unknown receipt or line; 409 receipt voided, settlement closed or no fair",
  'PUT /api/afrekening/regels':
    "Body: `{ soort: 'prijs' | 'onbekend-artikel' | 'onbekende-verkoper', besluit, reden? }`. Answer: `{ aantal }`: one decision for every open line of that kind under Nakijken, in one transaction (on Firestore, where every decision is a document of its own, in parts of 400: a part that failed is set again by sending the same call). 400 a decision that does not fit, 'vervalt' without a reason; 409 none open, closed. No limit on the number of decisions but the receipts",
  'POST /api/afrekening/sluiten':
    'Answer: `{ geslotenOp }`: computed and frozen in one transaction that checks no receipt came in or was voided meanwhile; 409 while a line under `afrekening.nakijken` has no decision (`totalen.nakijkenOpen`) (then it is computed again, up to 3 times); the items sold are then marked sold at this fair. 409 already closed, no fair',
  'GET /api/afrekening/export.csv':
    'Answer: `text/csv` for Dutch Excel (UTF-8 with BOM, `;`, CRLF, quoted): `nummer;naam;verkocht;omzet;commissie;administratiekosten;retourkosten;uitbetaling;envelop`, amounts as `12,35` (a negative uitbetaling is what the seller still has to pay)',
  'GET /api/afrekening/enveloppen.pdf':
    'Answer: `application/pdf`: one slip per seller, six per A4 with dashed cut lines',
  'GET /api/afrekening/overzicht.pdf':
    'Answer: `application/pdf`: notes and coins for all envelopes, totals, takings per room and desk, counted against registered, what to check, unsold items',
  'GET /api/mijn-gegevens/afrekening':
    "Answer: `EigenAfrekening`: until the current fair's settlement is closed (with the seller in it) `{ status: 'nog-niet', datum, verkopen: MijnVerkopen | null }`, `verkopen` being `{ verkopen: { artikelnummer, omschrijving, prijsCent, op }[], omzetCent, commissiePercentage }` (lines in the order the receipts were closed), or null when `mijnVerkopen` is off or there is no fair (`datum` null too); then `{ status: 'klaar', … }` as under Settlement. Link errors as GET /api/mijn-gegevens",
  'GET /api/mijn-gegevens/uitbetaling': 'Answer: `EigenUitbetaling`; link errors as GET /api/mijn-gegevens',
  'PUT /api/mijn-gegevens/uitbetaling':
    "Body: `{ token, wijze: 'contant' | 'bank', iban?: string, tenaamstelling?: string }`. Answer: `EigenUitbetaling` as now stored. With `wijze: 'bank'`: `iban` checked as above (`veld: 'iban'`), `tenaamstelling` required, up to 70 characters ('Ten name van is verplicht', `veld: 'tenaamstelling'`); with `'contant'` they are ignored and a stored account is removed. 400 'Kies hoe je wordt uitbetaald: contant of per bank' (`veld: 'wijze'`). 409 'Deze beurs betaalt niet uit per bank. …' when `bankUitbetaling` is off (only for `'bank'`), 409 'De afrekening van deze beurs is afgesloten; je keuze voor de uitbetaling kan niet meer veranderen.' once the current fair's settlement is closed (checked in the store's transaction), 409 'Overmaken kan alleen voor wie meedoet aan de huidige beurs. …' for `'bank'` from a seller not taking part in the current fair, 409 without a fair. `tenaamstelling` needs a Latin letter after transliteration to the SEPA set (400 'Ten name van moet in Latijnse letters, …'). Every real change (way, IBAN or name) queues one mail 'Je uitbetaling bij de kinderkledingbeurs is gewijzigd (verkopersnummer {n})' with old and new masked and the personal link to undo it, in the same store transaction; repeating the same choice mails nothing. At most `UITBETALING_PER_LINK_PER_MINUUT` per link and `UITBETALING_PER_ADRES_PER_MINUUT` per address per minute: 429 with `Retry-After`. Link errors as GET /api/mijn-gegevens",
  'GET /api/afrekening/sepa.xml':
    "Answer: `application/xml`, attachment `sepa-overboekingen-beurs-{volgnummer}.xml`: pain.001.001.03, one payment block from the organisation's account (debtor, `BtchBookg` true, no BIC), one `CdtTrfTxInf` per seller with `uitbetaling: 'bank'` and `overmakenCent > 0`, by number: amount, IBAN, `tenaamstelling`, end-to-end id `KKB-{yyyymmdd}-V{nummer}`, remittance 'Kinderkledingbeurs 28-11-2026 verkoper 12'. `NbOfTxs` and `CtrlSum` are `totalen.perBank` and `totalen.overmakenCent` (less any seller in `nogTeBetalen`). The debtor is the organisation's account as it was when the settlement was closed (issue 50; a fair closed before that was kept: the current account), so a change of the settings after closing never changes `DbtrAcct` under the same message id. Message id `KKB-{yyyymmdd}-B{volgnummer}`: the same on every download, so a bank refuses a second import of the same batch. 409 'Sluit eerst de afrekening af; …' while open; 409 'Er zijn geen verkopers die per bank een bedrag krijgen.'; 409 'Vul eerst het IBAN en de naam van de rekeninghouder van de organisatie in, …'; 409 'De overboekingen zijn al als uitbetaald gemarkeerd; de rekeningnummers van de verkopers zijn gewist.' after marking Names go out transliterated to the SEPA set (Иван Петров → Ivan Petrov, Ø → O, Þ → TH); a name with no Latin letter left is never written as an empty `Nm`: 409 naming the seller(s) ('De naam bij de rekening van verkoper {n} kan de bank niet lezen: …') or the organisation, the same for girocodes.pdf",
  'GET /api/afrekening/girocodes.pdf':
    'Answer: `application/pdf`, attachment `girocodes-beurs-{volgnummer}.pdf`: one GiroCode (EPC QR) per transfer of the SEPA file, with number, name, amount, IBAN and description beside it, eight to an A4. 409 as sepa.xml',
  'POST /api/afrekening/uitbetaald':
    "Answer: `{ uitbetaald: Uitbetaald }`: the transfers of the closed settlement marked as done by the logged-in administrator, now; in the same store transaction every bank seller's IBAN of this fair is erased and each seller with a transfer (and an address) gets one mail 'Je geld van de kinderkledingbeurs is overgemaakt (verkopersnummer {n})' with the amount and the last four digits of the account. Not idempotent by design: a second call answers 409 'De overboekingen zijn al als uitbetaald gemarkeerd; …' and sends nothing. 409 while open; 409 without transfers; 409 without the organisation's account (as sepa.xml)",
  'PUT /api/afrekening/tenaamstelling/:nummer':
    "Body: `{ tenaamstelling: string }`. Answer: `{ nummer, tenaamstelling }`: the administrator corrects the name on the account of seller `nummer` (issue 50), also after closing, until \"Uitbetaald\"; checked as the seller's field (400 at `tenaamstelling`). Logged with who did it; the seller gets the mail 'Je uitbetaling bij de kinderkledingbeurs is gewijzigd' with the old and new name. 404 'Verkoper niet gevonden', 409 when the seller is not paid by bank, 409 'De overboekingen zijn al als uitbetaald gemarkeerd; …' after \"Uitbetaald\" (checked in the store's transaction)",
  'POST /api/afrekening/anders-betaald/:nummer':
    "Body: `{ wijze: 'contant' | 'anders' }`. Answer: `{ andersBetaald: AndersBetaald, nogTeBetalen }` (issue 50): seller `nummer`, on `nogTeBetalen` after \"Uitbetaald\", was paid in cash or another way by the logged-in administrator, now, with the amount the frozen settlement owes them; logged with number and amount. 409 'Verkoper {n} staat niet op de lijst van verkopers die nog geld krijgen: …' for anyone not on the list (before \"Uitbetaald\", in the batch, paid in cash, marked already); 400 at `wijze`. `AndersBetaald`: `{ nummer, bedragCent, wijze, door, op (ISO) }`",
  'GET /api/kassa/gegevens':
    'Answer: `KassaGegevens` `{ kassa: { id, naam, ruimte }, beurs: { id, datum }, artikelen: KassaArtikel[], verkopersnummers: number[], verkocht: string[], afrekeningGeslotenOp, pinnen: boolean }`: the desk\'s fair\'s items, the seller numbers taking part, the items sold (`verkopersnummer-artikelnummer`), whether pin is on ("Pinnen aan de kassa")',
  'POST /api/kassa/bonnen':
    "Body: `{ bonnen: BonInvoer[] (≤ 25), wachtend, oudsteWachtend }`. Answer: `{ bevestigd: string[], naAfsluiting: string[] }`: the ids now stored. A receipt is stored once per id (UUID chosen by the device); sending it again stores nothing and confirms it. Never refused for an item sold before (double sale: both kept, flagged). 400 for a receipt the till could not have closed (no lines, paid too little in cash, bad fields; a `betaalwijze` other than `'contant'` or `'pin'`: 'Kies de betaalwijze: contant of pin.'): nothing of that sending is stored. `wachtend`/`oudsteWachtend`: what else waits on the device",
  'POST /api/kassa/contact':
    "Body: `{ wachtend, oudsteWachtend }`. Answer: `{ verkocht: string[], afrekeningGeslotenOp, pinnen: boolean }`; records the desk's last contact and queue for the overview",
  'GET /api/kassas':
    'Answer: `KassaBeheerOverzicht` `{ beurs, kassas: (Kassa without sleutel + link)[], overzicht: { kassas: per desk opbrengstCent (cash + pin), contantCent (what the drawer should hold), pinCent, aantalBonnen, aantalDubbel; perRuimte; totaal (the same split) }, bonnen: BonMetStatus[], instellingen: { pinnen } }` for the current fair',
  'POST /api/kassas':
    "Body: `{ naam, ruimte: 'Kleding' | 'Speelgoed', taak?: 'verkopen' | 'inleveren' | 'ophalen' }`. Answer: 201 the desk with its `link` to the page of its task: `/kassa#<token>` (Verkopen, the default when `taak` is left out), `/inleveren#<token>` (Inleveren), `/ophalen#<token>` (Ophalen); `ruimte` is required for every task. 400 bad input ('Kies de taak: Verkopen, Inleveren of Ophalen'); 409 without a fair",
  'GET /api/kassas/instellingen':
    'Answer: `KassaInstellingen` `{ pinnen: boolean, pinUitSinds?: string }`: "Pinnen aan de kassa", off until switched on; `pinUitSinds` when it was last switched off (a pin receipt closed before that counts as pin, one after it waits under Nakijken)',
  'PUT /api/kassas/instellingen':
    'Body: `{ pinnen: boolean }`. Answer: the settings as stored; a desk learns them with its data and at its next heartbeat (`pinnen`). 400 when `pinnen` is not true or false',
  'GET /api/kassas/:id/qr': "Answer: `image/svg+xml`: the QR code of the desk's link (bwip-js)",
  'POST /api/kassas/:id/intrekken': 'Answer: the desk; its token is refused from now on; 404 unknown',
  'POST /api/kassas/:id/nieuwe-link':
    'Answer: the desk with a new `link`; only the new one works (also undoes a revocation)',
  'POST /api/kassas/bonnen/:id/annuleren':
    'Answer: the voided `Bon` with `geannuleerd: { door, op }`; 409 when voided already; 404 unknown',
  'GET /api/inlevering/balie':
    "Answer: `{ naam, taak: 'inleveren' }`: who is working, for the screen's heading (the administrator's username)",
  'GET /api/inlevering/verkopers/:nummer':
    "Answer: `InleverVerkoper` `{ nummer, voornaam, waarschuwingen, artikelen: InleverArtikel[], inlevering, retourBijInleveren, maxArtikelen, afrekeningGesloten }`: the seller's items that are still theirs (not deleted, sold or given to charity), each `{ artikelnummer, code, omschrijving, soort, maat, prijsCent, retour, ruimte, status }` (`status`: `ArtikelStatus` of `inlevering/domein/status.ts`); `waarschuwingen` in Dutch when the seller does not take part in the fair or is on its reserve list (a warning, never a refusal; the maximum's warning is the screen's, from `maxArtikelen`); `retourBijInleveren` the settlement's 'retour bij afgifte' mark; `afrekeningGesloten`: drop-off is over, the desk only shows. 400 a number that is not 1–4 digits, or outside 1–9999 ('Vul een verkopersnummer in: alleen cijfers'); 404 'Verkopersnummer {n} bestaat niet.'; 409 no fair",
  'GET /api/inlevering/voortgang':
    'Answer: `InleverVoortgang` `{ deelnemers, afgerond, bezig, ingeleverd, aangemeld, handgeschreven, stapels: { ruimte, groep, aantal }[] }`: sellers taking part, finished, busy (items handed in, not finished); labelled items handed in of those entered online, hand-written labels counted; the labelled items handed in per room and size group (Kleding, in size order) or kind (Speelgoed room). 409 no fair',
  'POST /api/inlevering/stappen':
    'Body: `{ stappen: { id, verkopersnummer, stap }[] }` (1–100, see below). Answer: `StappenAntwoord` `{ uitkomsten: StapUitkomst[] }`, one per step in order: `{ id, verkopersnummer, inlevering, gewijzigd, fout }`: the seller\'s record after the step, whether it changed, or `fout`, the Dutch refusal of that step (then `inlevering` is null); a refused step does not stop the next ones. The administrator may send drop-off and pick-up steps here. 400 bad input (`veld` `"stappen"`: no list, more than 100, an unknown `soort`, a number out of range) and nothing is applied; 409 no fair',
  'GET /api/ophalen/balie': "Answer: `{ naam, taak: 'ophalen' }`, as GET /api/inlevering/balie",
  'GET /api/ophalen/verkopers/:nummer':
    "Answer: `OphaalVerkoper` `{ nummer, voornaam, envelopCent, nogTeBetalenCent, envelop, verkocht, artikelen: OphaalArtikel[], goedDoel, inlevering }` from the frozen settlement: `envelop` the text 'Envelop € 12,35' (or 'Envelop nog te betalen € …'), `verkocht` lines sold, `artikelen` the items to hand back `{ artikelnummer, omschrijving, maat, prijsCent, code, status: 'klaar' | 'terug' | 'vermist' }`, `goedDoel` how many unsold items went to charity instead. 400 a bad number (as above); 404 'Verkopersnummer {n} bestaat niet.', or 'Verkoper {n} heeft bij deze beurs niets verkocht en niets terug te krijgen.' (not in the settlement); 409 before the settlement is closed ('Ophalen kan pas als de afrekening is afgesloten…') or no fair",
  'GET /api/ophalen/voortgang':
    'Answer: `OphaalVoortgang` `{ verkopers, opgehaald, enveloppen, envelopCent, nogNiet: { nummer, voornaam, envelopCent, nogTeBetalenCent, artikelen }[] }`: sellers with something to collect (an envelope, a debt or items), how many collected, the envelopes above € 0 still lying there and their sum, and who is left by number (`artikelen`: items not yet handed back or missing); `open`, the same shape: who collected with items neither ticked `terug` nor `vermist` (confirmed "Toch opgehaald"), for the administrator to settle. 409 before closing or no fair',
  'POST /api/ophalen/stappen': 'Body: as POST /api/inlevering/stappen. Answer: as POST /api/inlevering/stappen',
  'POST /api/ophalen/rest-naar-goed-doel':
    "Answer: `{ verkopers, artikelen, voortgang: OphaalVoortgang }`: the end of pick-up. Every seller still on `nogNiet` is recorded as not collected (`nietOpgehaald`, with who and when; one who collected meanwhile is skipped) and their items still to hand back (not ticked off as terug or vermist) go to charity (`goedDoelIn`: no longer on offer at the next fair, nor the seller's to change); their envelopes stay with the organisation. `verkopers` and `artikelen` count what was marked now (again: 0). 409 before closing or no fair",
  'GET /api/beursdag':
    "Answer: `Beursdag` `{ beurs: { datum, volgnummer }, vorigeBeurs: { datum } | null, inleveren: InleverVoortgang, verkoopPerHalfUur: { tijd, nu, vorige }[], balies: BalieStand[], ophalen: OphaalVoortgang | null }`: the organisers' fair-day view. `verkoopPerHalfUur` the takings in cents per half hour per room (`{ tijd, Kleding, Speelgoed, onbekend }`) beside the previous fair at the same time; `balies` every desk of the fair, of every task, `{ id, naam, ruimte, taak, laatsteContact, wachtend, oudsteWachtend, ingetrokken }`; `ophalen` null until the settlement is closed. 409 no fair",
  'GET /api/balie/inlevering/balie': "Answer: `{ naam, taak: 'inleveren' }` with the desk's `naam`",
  'GET /api/balie/inlevering/verkopers':
    "Answer: `{ verkopers: InleverVerkoper[] }`: every seller who takes part in the fair, by number, each as GET …/verkopers/{nummer} answers (without `waarschuwingen`), for the desk's device to keep and open offline; counts as one opening under the desk's limit. `GET /api/inlevering/verkopers` (admin) the same",
  'GET /api/balie/inlevering/verkopers/:nummer':
    "Answer: as GET /api/inlevering/verkopers/{nummer}, but only for a seller who takes part (else 404 'Verkoper {n} doet niet mee aan deze beurs. Stuur de verkoper naar de organisatie.'); at most `BALIE_VERKOPERS_PER_MINUUT` (60) per desk per minute, then 429 with `Retry-After`; who finished a step is a desk's name or 'de beheerder'",
  'GET /api/balie/inlevering/voortgang': 'Answer: as GET /api/inlevering/voortgang',
  'POST /api/balie/inlevering/stappen':
    "Body: as POST /api/inlevering/stappen. Answer: as POST /api/inlevering/stappen, with the drop-off steps and `retour` only: a sending with any other step answers 403 'Deze stap hoort niet bij deze balie.' and nothing of it is applied",
  'GET /api/balie/ophalen/balie': "Answer: `{ naam, taak: 'ophalen' }` with the desk's `naam`",
  'GET /api/balie/ophalen/verkopers':
    'Answer: `{ verkopers: OphaalVerkoper[] }`: every seller with something to collect in the closed settlement, without those recorded as not collected; `GET /api/ophalen/verkopers` (admin) includes them. 409 before closing',
  'GET /api/balie/ophalen/verkopers/:nummer':
    "Answer: as GET /api/ophalen/verkopers/{nummer}, but 409 'Het ophalen is afgesloten…' for a seller recorded as not collected; limited and shown as the drop-off desk's",
  'GET /api/balie/ophalen/voortgang': 'Answer: as GET /api/ophalen/voortgang',
  'POST /api/balie/ophalen/stappen':
    'Body: as POST /api/inlevering/stappen. Answer: as POST /api/inlevering/stappen, with the pick-up steps only (else 403 as above)',
  'PUT /api/kassas/bonnen/:id/pin':
    "Body: `{ betaalwijze: 'pin' | 'contant' | null }`. Answer: the `Bon` with the treasurer's decision on a pin receipt closed after pin was switched off (`pinBesluit` `{ betaalwijze, door, op }`; null takes it back); logged with who. 404 for an unknown receipt.",
  'GET /api/inlevering/verkopers':
    'Answer: `{ verkopers: InleverVerkoper[] }`: every seller who takes part in the current fair, as GET /api/inlevering/verkopers/{nummer} answers each.',
  'GET /api/ophalen/verkopers':
    'Answer: `{ verkopers: OphaalVerkoper[] }`: every seller with something to collect in the closed settlement, those recorded as not collected included. 409 before closing.',
  'GET /api/openapi.json': "Answer: this document (OpenAPI 3.1), made from the routes' own schemas.",
  'GET /api/docs':
    "Answer: an HTML page that renders this document with Swagger UI, from this server alone (no CDN); 'Try it out' for reads only.",
  'GET /api/docs/start.js':
    "Answer: the script that starts Swagger UI on that page (no inline script: the page's Content-Security-Policy allows only this origin).",
  'GET /api/docs/pagina.css': "Answer: the page's own styles, so it fits a phone's 360 px.",
  'GET /api/docs/:bestand':
    'Answer: `swagger-ui.css` or `swagger-ui-bundle.js` from the swagger-ui-dist package; any other name 404.',
};
