// The confirm dialog's chunk: antd's Modal and Button, their theme and stylesheet (about 80 KB gzip), kept out of every
// page's first load. The host loads it when a dialog is first asked for; the NPI check starts loading it as the look-up
// begins (src/forms/npiCheck.ts), so on a slow network it arrives alongside the answer that may need it.
export function loadConfirmDialog() {
  return import(/* webpackChunkName: "confirm-dialog" */ './ConfirmDialog');
}
