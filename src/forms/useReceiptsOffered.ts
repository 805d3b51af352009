// Whether the forms offer "Email me a confirmation" (issue 36): only where the portal sends email (the server's
// SMTP_URL sets PortalConfig.emailReceipts), so no form offers a receipt nobody would send.
import { useAppSelector } from '../core/hooks';

export function useReceiptsOffered(): boolean {
  // Read here, not through a selector of appSlice.ts: every page's first load carries that module, and only forms read it.
  return useAppSelector((state) => state.app.config.emailReceipts === true);
}
