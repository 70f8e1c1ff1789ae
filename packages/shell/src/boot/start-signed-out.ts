// A prerendered public page was rendered signed out, and the boot code only
// hydrates it when no session is stored. The auth store normally starts
// "checking" (loading) until AuthProvider has looked for a stored session; a
// page that shows a spinner while checking (/dce/home) would then differ from
// its prerendered HTML. Hydration reads a store's *initial* state (zustand's
// server snapshot), so both that and the current state start signed out.
import { useAuthStore } from '@portal/auth';

export function startSignedOut(): void {
  Object.assign(useAuthStore.getInitialState(), { loading: false });
  useAuthStore.setState({ loading: false });
}
