import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

/** An icon button with its tooltip; the span keeps the tooltip working while the button is disabled. */
export function TipKnop({ tip, ...knop }: IconButtonProps & { tip: string }) {
  return (
    <Tooltip title={tip}>
      <span>
        <IconButton {...knop} />
      </span>
    </Tooltip>
  );
}
