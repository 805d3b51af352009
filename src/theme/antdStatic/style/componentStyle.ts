// Stands in for an antd style module made with `genStyleHooks` (see ../styleHooks.ts). Some such modules also
// export the hooks of their parts (Input's shared style, Grid's row and column styles); they behave the same.
import { componentStyleHook } from '../styleHooks';

export default componentStyleHook;
export const useSharedStyle = componentStyleHook;
export const useRowStyle = componentStyleHook;
export const useColStyle = componentStyleHook;
