import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Box from '@mui/material/Box';

/**
 * One place per household (issue 53), part of the Toewijzing section: on top of one place per
 * e-mail address, one per phone number, in every spelling. The server refuses a second one at
 * the phone number's field, in the registration, the reserve list and the draw alike.
 */
export function HuishoudenSchakelaar({
  aan,
  disabled,
  onChange,
}: {
  aan: boolean;
  disabled: boolean;
  onChange: (aan: boolean) => void;
}) {
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={aan}
            disabled={disabled}
            onChange={(e) => onChange(e.target.checked)}
            slotProps={{ input: { 'data-testid': 'toewijzing-eenPerHuishouden' } as object }}
          />
        }
        label="Eén plek per huishouden (e-mailadres en telefoonnummer)"
      />
      <FormHelperText sx={{ mt: 0 }}>
        Per e-mailadres en per telefoonnummer is er één plek, hoe het nummer ook geschreven is (06-12345678 en +31 6
        12345678 zijn hetzelfde). Een tweede inschrijving, aanvraag of plaats op de reservelijst wordt geweigerd. Jij
        kunt als beheerder wel een tweede verkoper van een gezin inschrijven.
      </FormHelperText>
    </Box>
  );
}
