import { createRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('Element #root fehlt in index.html');
createRoot(root).render(<App />);
