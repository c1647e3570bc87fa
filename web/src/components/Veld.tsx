import { useId, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

interface VeldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'tel' | 'password';
  /** The phone's keyboard, where the type does not set it. */
  inputMode?: 'email' | 'decimal' | 'numeric';
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * An outlined text field built from its parts: MUI's TextField also brings Select, Menu
 * and Popover, which the public pages never use and visitors should not download.
 */
export function Veld({
  label,
  name,
  value,
  onChange,
  type = 'text',
  inputMode,
  autoComplete,
  required,
  disabled,
  error,
  hint,
  inputRef,
}: VeldProps) {
  const id = useId();
  const hulp = error ?? hint;
  return (
    <FormControl fullWidth error={Boolean(error)} required={required} disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        inputProps={{ inputMode }}
        label={required ? `${label} *` : label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        inputRef={inputRef}
        aria-describedby={hulp ? `${id}-hulp` : undefined}
      />
      <FormHelperText id={`${id}-hulp`}>{hulp ?? ' '}</FormHelperText>
    </FormControl>
  );
}
