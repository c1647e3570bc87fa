import TextField, { type TextFieldProps } from '@mui/material/TextField';

/**
 * The one text field of a small admin dialog (a reason, a name): focused when the dialog opens,
 * the dialog's full width, and the message of the last try under it, or an empty line, so the
 * dialog does not jump when a message comes.
 */
export function DialoogVeld({
  waarde,
  onChange,
  fout,
  ...props
}: Pick<TextFieldProps, 'label' | 'placeholder' | 'slotProps' | 'sx'> & {
  waarde: string;
  onChange: (waarde: string) => void;
  fout: string | null;
}) {
  return (
    <TextField
      {...props}
      autoFocus
      fullWidth
      value={waarde}
      onChange={(e) => onChange(e.target.value)}
      error={fout !== null}
      helperText={fout ?? ' '}
    />
  );
}
