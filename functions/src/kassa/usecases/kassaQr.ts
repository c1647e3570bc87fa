/** The QR code of a desk's link, as SVG, for the administrator's screen and print. */
import { nietGevonden } from '../../kern/errors';
import type { Poorten } from '../../platform/poorten';
import type { KassaDeps } from '../deps';
import { voorBeheer } from './kassaOverzicht';

export async function kassaQr(deps: Poorten<KassaDeps, 'leesKassa', 'kassaTokens' | 'publicUrl'>, id: string) {
  const kassa = await deps.store.leesKassa(id);
  if (!kassa) throw nietGevonden('Kassa');
  const { link } = await voorBeheer(deps, kassa);
  // Loaded on first use, not at every cold start of the function (bench:koude-start).
  const { default: bwipjs } = await import('bwip-js');
  return bwipjs.toSVG({ bcid: 'qrcode', text: link, scale: 4 });
}
