/**
 * The boundaries of the code, checked by `npm run grenzen` (part of `npm test`): floors, areas,
 * layers and cycles. docs/ARCHITECTURE.md draws them; scripts/grenzen.test.mjs proves each rule
 * with an import that breaks it.
 *
 * Three floors in functions/src. At the bottom kern/ (money, dates, errors, types, validation) and
 * platform/, the kit every area may use: HTTP, the SQLite plumbing (group commit, checkpoints,
 * schema and migrations), the Firestore context, CSV, log, config, and poorten.ts (what a use
 * case may be given). Above them the areas, siblings: functions/src/<area>/ holds domein/ (pure
 * rules), usecases/, api/ (routes), store/ (its port, its SQLite and Firestore adapters, its
 * contract), deps.ts (the ports and tools its use cases draw from) and index.ts, what other areas
 * may use. The areas stand on floors of their own (VERDIEPINGEN): an area imports only areas
 * below it. No area uses another's adapters, adapters neither: what an adapter reads or writes of
 * another area's data in its transaction it names in its own context (`buren`), and app/store/
 * wires that area's adapter in. On top the composition: app/ (the whole Store and its two adapters in app/store/,
 * UseCaseDeps in app/deps.ts, createApp) and the entry files (standalone.ts, firebase.ts, seed.ts).
 */
const GEBIED =
  '(registratie|seizoen|vrijwilligers|artikelen|kassa|afrekening|privacy|nieuws|mail|beheer|inlevering|voorbereiding)';
const SRC = '^functions/src/';
const TEST = ['\\.test\\.ts$', '/testing/', '/store/contract/'];
/**
 * A test file (*.test.ts) may start the whole app; test support that is no test file (an area's
 * store/contract/ suite, a testing/ folder) is code of its floor: it keeps the floors, never
 * imports app/, and platform's knows no area. The whole-app harness is app/testing/.
 */
const TESTBESTAND = '\\.test\\.ts$';
const ADAPTER = `${SRC}${GEBIED}/store/(sqlite|firestore)/`;

/**
 * The areas' floors, from the bottom up: an area imports only areas on a lower floor (docs/
 * ARCHITECTURE.md draws them). mail and beheer serve everyone; seizoen is the fair every area
 * reads; registratie the people; artikelen, vrijwilligers and nieuws build on those; the till
 * (kassa) sells the items; the settlement (afrekening) is computed from the till; the drop-off
 * and pick-up desks (inlevering) show the settlement; privacy erases everyone's data, so no
 * area below knows it; voorbereiding (opening the registration, the fair's checklist) reaches
 * across all of them, so it is the top floor.
 */
const VERDIEPINGEN = [
  ['mail', 'beheer'],
  ['seizoen'],
  ['registratie'],
  ['artikelen', 'vrijwilligers', 'nieuws'],
  ['kassa'],
  ['afrekening'],
  ['inlevering'],
  ['privacy'],
  ['voorbereiding'],
];
const omhoog = (i) => VERDIEPINGEN.slice(i + 1).flat();
/**
 * One rule per floor, without exceptions: issue 37 took away the last imports that ran up (seizoen's
 * settings change now is registratie's, and seizoen's Firestore adapters are handed registratie's
 * active count by the composition). Where a lower area needs a fact an upper one keeps, it names it
 * in its own port and the composition wires the upper area's store in.
 */
const GEBIED_NIET_OMHOOG = VERDIEPINGEN.slice(0, -1).map((gebieden, i) => ({
  name: 'gebied-niet-omhoog',
  severity: 'error',
  comment: `Een gebied importeert alleen gebieden op een lagere verdieping: ${gebieden.join(', ')} niet ${omhoog(i).join(', ')}.`,
  from: { path: `${SRC}(${gebieden.join('|')})/`, pathNot: TESTBESTAND },
  to: { path: `${SRC}(${omhoog(i).join('|')})/` },
}));

module.exports = {
  forbidden: [
    {
      name: 'geen-kringen',
      severity: 'error',
      comment: 'Geen importkringen: een module mag (via andere) niet zichzelf importeren.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'kern-is-zuiver',
      severity: 'error',
      comment:
        'kern/ importeert alleen kern/ (en de zuivere pakketten zod, ibantools en awesome-phonenumber): geen I/O, geen gebied, geen ander pakket.',
      from: { path: `${SRC}kern/`, pathNot: TEST },
      to: {
        pathNot: [
          `${SRC}kern/`,
          '(^|/)node_modules/zod/',
          '(^|/)node_modules/ibantools/',
          '(^|/)node_modules/awesome-phonenumber/',
        ],
      },
    },
    {
      name: 'domein-is-zuiver',
      severity: 'error',
      comment:
        'domein/ importeert alleen domein/ en kern/ (en zod): geen I/O, geen node:-modules of pakketten; een IBAN toetst kern/iban.ts.',
      from: { path: `${SRC}${GEBIED}/domein/`, pathNot: TEST },
      to: { pathNot: [`${SRC}${GEBIED}/domein/`, `${SRC}kern/`, '(^|/)node_modules/zod/'] },
    },
    {
      name: 'niet-in-een-ander-gebied',
      severity: 'error',
      comment:
        'Een gebied gebruikt een ander alleen via diens ingangen: index.ts (use cases, poorten, hoe zijn Firestore-documenten lezen), domein/index.ts (de zuivere regels) en domein/schemas.ts (de invoer).',
      from: { path: `${SRC}${GEBIED}/`, pathNot: TEST },
      to: {
        path: `${SRC}${GEBIED}/`,
        pathNot: [
          `${SRC}$1/`,
          `${SRC}${GEBIED}/index\\.ts$`,
          // A domein/ file stays pure: it reaches another area's rules through their own entry,
          // and its input schemas through theirs (apart, so that no zod reaches the web app's
          // download through the rules it imports).
          `${SRC}${GEBIED}/domein/(index|schemas)\\.ts$`,
        ],
      },
    },
    {
      name: 'geen-adapter-van-een-ander-gebied',
      severity: 'error',
      comment:
        'Een gebied gebruikt geen adapter van een ander gebied, ook een adapter niet: wat een adapter in zijn transactie van een ander gebied leest of schrijft, noemt hij in zijn eigen context (buren) en app/store/*-buren.ts sluit het aan; hoe een document van een ander gebied leest, staat in diens index.ts.',
      from: { path: `${SRC}${GEBIED}/`, pathNot: TESTBESTAND },
      to: { path: `${SRC}${GEBIED}/store/(sqlite|firestore)/`, pathNot: `${SRC}$1/` },
    },
    {
      name: 'adapters-onder-elkaar',
      severity: 'error',
      comment: 'Een SQLite-adapter gebruikt geen Firestore-adapter en omgekeerd.',
      from: { path: `${SRC}(${GEBIED}/store|platform)/sqlite` },
      to: { path: `${SRC}(${GEBIED}/store|platform)/firestore` },
    },
    {
      name: 'usecase-kent-geen-http-of-adapter',
      severity: 'error',
      comment: 'Een use case kent de Store-poort, niet HTTP (api/, platform/http), de app of een adapter.',
      from: { path: `${SRC}${GEBIED}/usecases/`, pathNot: TEST },
      to: { path: [`${SRC}${GEBIED}/api/`, `${SRC}platform/http/`, `${SRC}app/`, ADAPTER] },
    },
    {
      name: 'route-kent-geen-adapter',
      severity: 'error',
      comment: 'Een route kent alleen de Store-poort, nooit een adapter.',
      from: { path: `${SRC}${GEBIED}/api/`, pathNot: TEST },
      to: { path: [ADAPTER, `${SRC}app/`] },
    },
    {
      name: 'adapter-kent-geen-gebruik',
      severity: 'error',
      comment: 'Een adapter voert uit wat de poort vraagt: geen use case, route, HTTP of app.',
      from: { path: ADAPTER, pathNot: TEST },
      to: { path: [`${SRC}${GEBIED}/(usecases|api)/`, `${SRC}platform/http/`, `${SRC}app/`] },
    },
    ...GEBIED_NIET_OMHOOG,
    {
      name: 'platform-onder-de-gebieden',
      severity: 'error',
      comment:
        'platform/ is het gereedschap onder de gebieden (HTTP, SQLite, Firestore, CSV, log): het kent geen gebied en niet de samenstelling (app/).',
      from: { path: `${SRC}platform/`, pathNot: TESTBESTAND },
      to: { path: [`${SRC}${GEBIED}/`, `${SRC}app/`, `${SRC}(standalone|firebase|seed)\\.ts$`] },
    },
    {
      name: 'gebied-kent-de-samenstelling-niet',
      severity: 'error',
      comment:
        'Een gebied kent de samenstelling niet: niet de hele Store (app/store/), UseCaseDeps (app/deps.ts), createApp of een ingang; het noemt de poorten die het gebruikt (<gebied>/deps.ts).',
      from: { path: `${SRC}${GEBIED}/`, pathNot: TESTBESTAND },
      to: { path: [`${SRC}app/`, `${SRC}(standalone|firebase|seed)\\.ts$`] },
    },
    {
      name: 'alleen-de-ingang-kent-de-app',
      severity: 'error',
      comment: 'app/ stelt alles samen; alleen standalone.ts, firebase.ts en tests gebruiken het.',
      from: { path: SRC, pathNot: [TESTBESTAND, `${SRC}app/`, `${SRC}(standalone|firebase|seed)\\.ts$`] },
      to: { path: `${SRC}app/` },
    },
    {
      name: 'web-features-los',
      severity: 'error',
      comment:
        'Een feature van de web-app gebruikt geen andere, ook niet via diens index.ts of lui (import()): app/ stelt ze samen (de routes, de pagina Mijn gegevens); wat features delen, staat in components/ of data/.',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-onderdelen-kennen-geen-feature',
      severity: 'error',
      comment: 'components/ en data/ zijn gedeeld: ze kennen geen feature; app/ stelt de features samen.',
      from: { path: '^web/src/(components|data)/' },
      to: { path: '^web/src/features/' },
    },
    {
      name: 'web-alleen-de-ingang-kent-de-app',
      severity: 'error',
      comment:
        'app/ (shell, routes, menu) stelt de web-app samen: alleen main.tsx, entry-server.tsx en tests gebruiken het, features, components/ en data/ nooit.',
      from: {
        path: '^web/src/',
        pathNot: ['^web/src/app/', '^web/src/(main|entry-server)\\.tsx$', '\\.test\\.tsx?$'],
      },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'web-alleen-zuivere-backend',
      severity: 'error',
      comment: 'De web-app gebruikt van de backend alleen kern/ en de domein/-mappen (via @backend/...).',
      from: { path: '^web/src/' },
      to: { path: SRC, pathNot: [`${SRC}kern/`, `${SRC}${GEBIED}/domein/`] },
    },
    {
      name: 'web-via-de-ingang-van-een-gebied',
      severity: 'error',
      comment:
        'De web-app gebruikt de regels van een gebied alleen via zijn ingang: @backend/<gebied>/domein (domein/index.ts), zoals andere gebieden.',
      from: { path: '^web/src/' },
      to: { path: `${SRC}${GEBIED}/domein/`, pathNot: `${SRC}${GEBIED}/domein/index\\.ts$` },
    },
    {
      name: 'web-zonder-zod',
      severity: 'error',
      comment: 'zod hoort niet in de download van bezoekers: gebruik de regels uit kern/velden.',
      from: { path: '^web/src/' },
      to: { path: [`${SRC}kern/validatie\\.ts$`, '(^|/)node_modules/zod/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)(lib|dist)/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.grenzen.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
