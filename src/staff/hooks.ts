// The console's typed hooks: every staff component reads and writes its store through these.
import type { AnyAction, Dispatch } from '@reduxjs/toolkit';
import { useDispatch, useSelector, type TypedUseSelectorHook } from 'react-redux';
import type { StaffState } from './store';

export const useStaffDispatch: () => Dispatch<AnyAction> = useDispatch;
export const useStaffSelector: TypedUseSelectorHook<StaffState> = useSelector;
