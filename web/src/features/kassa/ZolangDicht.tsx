/**
 * A dialog that is not rendered again while it stays closed. A closed MUI Dialog still runs its
 * hooks and slots on every render of its parent, and the till's screen renders at every scan;
 * wrapped in this, the till's four dialogs cost nothing until one opens. It renders when `open`
 * changes (the closing transition included) and on every render while open.
 */
import { memo, type ReactNode } from 'react';

export const ZolangDicht = memo(
  function ZolangDicht({ children }: { open: boolean; children: ReactNode }) {
    return children;
  },
  (vorige, volgende) => !vorige.open && !volgende.open,
);
