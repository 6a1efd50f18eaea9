import './antd';
export { default as Toast } from 'antd-mobile/es/components/toast';
