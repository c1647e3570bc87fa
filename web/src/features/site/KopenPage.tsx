import Typography from '@mui/material/Typography';
import { TIJDEN } from '@backend/kern/beurs';
import { Lijst, Pagina, Tegel, Tegels } from '../../components/Pagina';

/** The morning at a glance. */
function Tijden() {
  const momenten = [
    [TIJDEN.speelgoedVanaf, 'Speelgoed'],
    [TIJDEN.kledingVan, 'Kleding'],
    [TIJDEN.sluiting, 'Sluiting'],
  ];
  return (
    <Tegels
      aria-label="Tijden op de zaterdag"
      sx={{ my: 2, gap: { xs: 1, sm: 1.5 }, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}
    >
      {momenten.map(([tijd, wat]) => (
        <Tegel key={wat} sx={{ p: { xs: 1, sm: 2 }, textAlign: 'center' }}>
          <Typography
            sx={{ fontSize: { xs: '1.4rem', sm: '1.8rem' }, fontWeight: 800, color: 'primary.main', lineHeight: 1.2 }}
          >
            {tijd}
          </Typography>
          <Typography variant="body2">{wat}</Typography>
        </Tegel>
      ))}
    </Tegels>
  );
}

export function KopenPage() {
  return (
    <Pagina titel="Kopen">
      <Tijden />
      <Typography>Goed om te weten als je op de beurs komt kopen:</Typography>
      <Lijst>
        <li>
          De kledingzaal is voor iedereen open van {TIJDEN.kledingVan} tot {TIJDEN.kledingTot} uur.
        </li>
        <li>De speelgoedzaal is al open vanaf {TIJDEN.speelgoedVanaf} uur, voor de vroege vogels.</li>
        <li>Om {TIJDEN.sluiting} uur sluit de beurs.</li>
        <li>Kleding en speelgoed staan in aparte zalen, elk met een eigen kassa.</li>
        <li>Betalen kan alleen contant, pinnen is niet mogelijk.</li>
        <li>Je kunt gratis parkeren in de buurt. Let op: er wordt op het parkeren gecontroleerd.</li>
      </Lijst>
    </Pagina>
  );
}
