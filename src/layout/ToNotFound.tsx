import { Navigate } from 'react-router-dom';
import { ROUTES } from '../domain/addresses';

/** Every unknown address inside the shell leads to /pagenotfound. */
export const ToNotFound = () => <Navigate to={ROUTES.notFound} replace />;
