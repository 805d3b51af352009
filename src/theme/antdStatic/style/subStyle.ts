// Stands in for an antd style module made with `genSubStyleComponent` (see ../styleHooks.ts).
import { SubStyleComponent } from '../styleHooks';

export default SubStyleComponent;
