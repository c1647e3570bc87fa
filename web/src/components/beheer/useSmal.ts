import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/** Whether the screen is a phone's (below `sm`): the admin screens' tables take their phone layout. */
export const useSmal = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
