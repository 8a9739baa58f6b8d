import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './views/App';
import './views/estilos.css';

createRoot(document.getElementById('raiz')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
