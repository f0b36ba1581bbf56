import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';

export type EingabefeldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  autoFocus?: boolean;
  error?: boolean;
  helperText?: string;
  /** Attributes of the <input> itself (readOnly, inputMode, maxLength). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
};

/**
 * A text field as MUI's TextField draws it in the portal (filled, dense, full width), built from its parts:
 * TextField brings Select, Menu, Popover and Modal along, which the login page never shows (issue 19).
 */
export const Eingabefeld = ({
  label,
  name,
  value,
  onChange,
  type,
  autoComplete,
  required,
  autoFocus,
  error,
  helperText,
  htmlInput,
}: EingabefeldProps) => {
  const id = useId();
  const hilfeId = helperText ? `${id}-hilfe` : undefined;
  return (
    <FormControl variant="filled" margin="dense" size="small" fullWidth required={required} error={error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <FilledInput
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        inputProps={{ ...htmlInput, 'aria-describedby': hilfeId }}
      />
      {helperText && <FormHelperText id={hilfeId}>{helperText}</FormHelperText>}
    </FormControl>
  );
};
