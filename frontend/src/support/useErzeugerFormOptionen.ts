import { useQuery } from '@tanstack/react-query';
import { erzeugerApi } from './erzeugerApi';

/** Types, holdings, groups, contracts and industries for the producer form (GET /erzeuger/create). */
export const useErzeugerFormOptionen = () => useQuery({ queryKey: ['erzeuger', 'formOptionen'], queryFn: erzeugerApi.formOptionen });
