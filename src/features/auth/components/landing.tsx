import { Box, Center, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { LoadingScreen } from '../../../components/loading-screen/loading-screen';
import { Redirect } from '../../../components/redirect/redirect';
import { trackAppLaunched } from '../../../lib/analytics';
import { useAuth } from '../hooks/use-auth';
import { StartSignIn } from './start-sign-in';
import classes from './landing.module.css';

/** The landing screen: background art, the logo, an auth loading message; then sign-in or home. */
export function Landing({ source }: { source: string | undefined }) {
  const auth = useAuth();
  useEffect(() => trackAppLaunched(source), [source]);

  return (
    <Box className={classes.landing}>
      <Center mih="100dvh" p="md">
        <Stack align="center" gap={0}>
          <img src="/logo.svg" alt="" width={88} height={88} />
          <Title order={1} mt="sm">{__PRODUCT_NAME__}</Title>
          {!auth.ready && <LoadingScreen context="auth" />}
          {auth.ready && !auth.isAuthenticated && <StartSignIn fullScreen={false} />}
          {auth.ready && auth.isAuthenticated && <Redirect to="/home" />}
        </Stack>
      </Center>
    </Box>
  );
}
