export {
  DealEditDialog,
  type DealEditDialogProps,
  type EditableDeal,
} from './components/DealEditDialog';
export { DealManagement } from './components/DealManagement';
export { DealHealth } from './components/DealHealth';
