import type { Ref } from 'react';

/**
 * A field that people never see and never fill in, but a script that fills in every field
 * does; the server then stores nothing (functions/src/platform/http/limits.ts). Off-screen rather than
 * display:none, which scripts skip; hidden from screen readers and out of the tab order, and
 * autocomplete off, so neither a person nor the browser's autofill puts anything in it.
 */
export function Honingpot({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  return (
    <div
      aria-hidden="true"
      style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label>
        Website
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
