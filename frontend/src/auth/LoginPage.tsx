import { useTranslate } from 'react-admin';
import { PublicLayout } from '../layout/PublicLayout';
import { LoginFooter } from './LoginFooter';
import { LoginForm } from './LoginForm';
import { RechtlichesDialog } from './RechtlichesDialog';

/** /login (spec § 2). */
export const LoginPage = () => {
  const translate = useTranslate();
  return (
    <PublicLayout title={translate('login.titel')} footer={<LoginFooter />}>
      <LoginForm />
      <RechtlichesDialog />
    </PublicLayout>
  );
};
