import { useScrollToHash } from '../layout/useScrollToHash';
import { PublicRahmen } from '../layout/PublicRahmen';
import { registrierungPaths } from '../registrierung/registrierungPaths';
import { useAnmeldeUmgebung, Verweis } from './anmeldeUmgebung';
import { LoginFooter } from './LoginFooter';
import { LoginForm } from './LoginForm';

/** /login (spec § 2). Needs neither react-router nor react-admin: see anmeldeUmgebung (issue 19). */
export const LoginPage = () => {
  const { translate, ort, navigate, Rechtliches } = useAnmeldeUmgebung();
  useScrollToHash(ort.hash);
  return (
    <PublicRahmen
      title={translate('login.titel')}
      claim={translate('portal.claim')}
      footer={<LoginFooter />}
      onLogoKlick={(event) => {
        event.preventDefault();
        navigate('/login');
      }}
    >
      <LoginForm />
      <Verweis to={registrierungPaths.registrierung} variant="body2" sx={{ display: 'block', mt: 2, textAlign: 'center' }}>
        {translate('registrierung.jetztRegistrieren')}
      </Verweis>
      <Rechtliches />
    </PublicRahmen>
  );
};
