/** The kit's password field (components/form), for the auth forms that import it from here. */
export { FormPasswordField } from '../../../components/form';
