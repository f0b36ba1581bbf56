import type { Adresse } from '@abfallportal/common/firmendaten';
import AddIcon from '@mui/icons-material/Add';
import { Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Datagrid, DeleteButton, FunctionField, List, TextField, TopToolbar, useTranslate } from 'react-admin';
import { ResponsiveList } from '../ui/schmal';
import { ZeileLoeschenButton } from '../ui/ZeileLoeschenButton';
import { firmendatenPaths, type AdressArt } from './firmendatenPaths';

/** One address list of the producer (simple-rest, scoped by the server to the user's producer). */
const AdressenListe = ({ art }: { art: AdressArt }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate(`firmendaten.${art}`)}
      </Typography>
      <List<Adresse>
        resource={firmendatenPaths.resource(art)}
        title={false}
        disableSyncWithLocation
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        empty={false}
        actions={
          <TopToolbar>
            {/* A text button, not react-admin's CreateButton: on a phone that turns into a floating button, and the two
                lists of this page would put theirs on top of each other (issue 19). */}
            <Button component={Link} to={firmendatenPaths.neu(art)} startIcon={<AddIcon />}>
              {translate(`firmendaten.neu.${art}`)}
            </Button>
          </TopToolbar>
        }
      >
        <ResponsiveList<Adresse>
          link={(r) => firmendatenPaths.edit(art, String(r.id))}
          primaryText={(r) => r.name}
          secondaryText={(r) => [r.strasse, r.adresszusatz, [r.plz, r.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
          aktionen={(r) => <ZeileLoeschenButton name={r.name} />}
          leer={<Typography sx={{ p: 2 }}>{translate(`firmendaten.keine.${art}`)}</Typography>}
        >
          <Datagrid
            rowClick={(id) => firmendatenPaths.edit(art, String(id))}
            bulkActionButtons={false}
            empty={<Typography sx={{ p: 2 }}>{translate(`firmendaten.keine.${art}`)}</Typography>}
          >
            <TextField source="name" label="firmendaten.feld.name" />
            <FunctionField<Adresse>
              source="strasse"
              sortable={false}
              label="firmendaten.feld.anschrift"
              render={(r) => [r.strasse, r.adresszusatz].filter(Boolean).join(', ')}
            />
            <TextField source="plz" label="firmendaten.feld.plz" />
            <TextField source="ort" label="firmendaten.feld.ort" />
            <DeleteButton mutationMode="pessimistic" redirect={false} />
          </Datagrid>
        </ResponsiveList>
      </List>
    </>
  );
};

/** /firmendaten/firmenadressen: further company sites and the invoice addresses (spec § 3). */
export const AdressenPage = () => (
  <>
    <AdressenListe art="firmenadressen" />
    <AdressenListe art="rechnungsadressen" />
  </>
);
