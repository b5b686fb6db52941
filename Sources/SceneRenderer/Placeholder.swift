/// placeholder
