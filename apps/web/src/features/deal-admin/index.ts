export { DealEditDialog, type DealEditDialogProps } from './components/DealEditDialog';
export { DealManagement } from './components/DealManagement';
export { DealHealth } from './components/DealHealth';
