import { useEffect, useRef } from 'react';
import { LoadingScreen } from '../../../components/loading-screen/loading-screen';
import { startSignIn } from '../token-source';

/** Sends a signed-out visitor to the issuer, registration first, keeping where they wanted to go. */
export function StartSignIn({ returnPath, fullScreen = true }: { returnPath?: string; fullScreen?: boolean }) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void startSignIn(returnPath);
  }, [returnPath]);
  return <LoadingScreen context="auth" fullScreen={fullScreen} />;
}
