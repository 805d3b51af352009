// Stands in for an antd style module made with `genComponentStyleHook` (see ../styleHooks.ts).
import { plainStyleHook } from '../styleHooks';

export default plainStyleHook;
