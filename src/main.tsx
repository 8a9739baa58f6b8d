import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './views/App';
import { instalarFocoNoResultado } from './views/comum/foco';
import './views/estilos.css';

instalarFocoNoResultado();

createRoot(document.getElementById('raiz')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
