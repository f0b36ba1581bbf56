import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { Button, useListContext } from 'react-admin';

/** Clears every filter the user set; the producer stays (it is the list's fixed filter). */
export const FilterZuruecksetzenButton = () => {
  const { filterValues, setFilters } = useListContext();
  return (
    <Button label="auftraege.filter.zuruecksetzen" onClick={() => setFilters({}, {})} disabled={Object.keys(filterValues).length === 0}>
      <FilterAltOffIcon />
    </Button>
  );
};
