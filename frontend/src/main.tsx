import { createRoot } from 'react-dom/client';
import { StartApp } from './StartApp';

const root = document.getElementById('root');
if (!root) throw new Error('Element #root fehlt in index.html');
createRoot(root).render(<StartApp />);
