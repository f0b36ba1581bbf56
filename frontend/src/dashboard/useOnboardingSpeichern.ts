import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../providers/apiFetch';
import { BENUTZER_INFO_KEY } from '../providers/benutzerInfoQuery';
import type { BenutzerInfo, BenutzerInfoStatus } from '../providers/BenutzerInfo';
import type { OnboardingSchritt } from './onboardingSchritt';

type Antwort = Pick<BenutzerInfo, 'onboardingCompleted' | 'onboarding'>;

/** PUT /api/v1/benutzer/onboarding/{key}; the answer updates the cached user info. */
export const useOnboardingSpeichern = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ schritt, completed }: { schritt: OnboardingSchritt; completed: boolean }) =>
      apiFetch<Antwort>(`/api/v1/benutzer/onboarding/${schritt}`, { method: 'PUT', json: { completed } }),
    onSuccess: ({ onboardingCompleted, onboarding }) =>
      queryClient.setQueryData<BenutzerInfoStatus>(BENUTZER_INFO_KEY, (alt) =>
        alt?.status === 'angemeldet' ? { ...alt, info: { ...alt.info, onboardingCompleted, onboarding } } : alt,
      ),
  });
};
