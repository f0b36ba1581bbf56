import { useQuery } from '@tanstack/react-query';
import { Loading } from 'react-admin';
import { KontaktdatenForm } from './KontaktdatenForm';
import { profilApi } from './profilApi';

/** Loads the profile, then shows the form with it. */
export const KontaktdatenPage = () => {
  const profil = useQuery({ queryKey: ['profil'], queryFn: profilApi.laden });
  if (!profil.data) return profil.isPending ? <Loading /> : null;
  return <KontaktdatenForm key={profil.dataUpdatedAt} profil={profil.data} />;
};
