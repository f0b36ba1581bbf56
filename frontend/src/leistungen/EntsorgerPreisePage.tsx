import { CreateButton, List, TopToolbar, useTranslate } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../layout/usePageTitle';
import { LeistungDatagrid } from './LeistungDatagrid';
import { leistungenPaths, typAusSegment } from './leistungenPaths';
import { PreisHinweis } from './PreisHinweis';
import { TypTabs } from './TypTabs';
import { useEntsorgerBereich } from './useEntsorgerBereich';

/**
 * preise/entsorgung ('Entsorgung') and preise/umleerundspeisebehaelter ('Zyklische Umleer- und
 * Speisebehälter'): the disposer's agreements of that type; staff create and edit them here.
 */
export const EntsorgerPreisePage = () => {
  const translate = useTranslate();
  const typ = typAusSegment(useParams().typ);
  const { entsorgerId, basis, darfSchreiben } = useEntsorgerBereich();
  usePageTitle(typ ? translate(`leistungen.typ.${typ}`) : translate('leistungen.preise'));
  if (!typ) return <Navigate to={leistungenPaths.preiseTyp(basis, 'ENTSORGUNG')} replace />;
  if (entsorgerId === undefined) return null;
  return (
    <>
      <TypTabs aktiv={typ} pfad={(t) => leistungenPaths.preiseTyp(basis, t)} />
      <PreisHinweis />
      <List
        key={typ}
        resource={leistungenPaths.resource}
        filter={{ typ, entsorgerId }}
        title={false}
        disableSyncWithLocation
        sort={{ field: 'erzeugerName', order: 'ASC' }}
        perPage={50}
        empty={false}
        actions={
          darfSchreiben ? (
            <TopToolbar>
              <CreateButton to={leistungenPaths.neu(basis, typ)} label="leistungen.neu" />
            </TopToolbar>
          ) : (
            false
          )
        }
      >
        <LeistungDatagrid sicht="entsorger" rowClick={darfSchreiben ? (id) => leistungenPaths.edit(basis, typ, id) : false} />
      </List>
    </>
  );
};
